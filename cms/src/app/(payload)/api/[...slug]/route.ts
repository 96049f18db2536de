import config from '@payload-config';
import '@payloadcms/next/css';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { guardRest } from '../../../../services/http/payloadDoors';

// Bad ids and queries are refused before Payload's handlers (a 4xx, not its 500).
export const GET = guardRest(config, REST_GET(config));
// Sign-in limits live in the users collection's hooks, so every spelling of a path gets them.
export const POST = guardRest(config, REST_POST(config));
export const DELETE = guardRest(config, REST_DELETE(config));
export const PATCH = guardRest(config, REST_PATCH(config));
export const PUT = guardRest(config, REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
