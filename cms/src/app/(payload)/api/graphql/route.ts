import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { guardGraphql } from '../../../../services/http/payloadDoors';

export const POST = guardGraphql(GRAPHQL_POST(config));
export const OPTIONS = REST_OPTIONS(config);
