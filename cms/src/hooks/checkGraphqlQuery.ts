import { APIError, type CollectionBeforeOperationHook } from 'payload';
import { whereProblem } from '../services/http/payloadQuery';

/**
 * GraphQL types most of a query, but a relationship's `equals` is JSON: `"abc"` reached the
 * database and failed with a 500. The same check as the REST door (services/http/payloadDoors),
 * on the operation's `where`; Local API calls are the code's own and pass unchecked.
 */
export const checkGraphqlQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI !== 'GraphQL') return args;
  const where = (args as { where?: unknown }).where;
  const problem = where === undefined ? null : whereProblem(req.payload, collection, where);
  if (problem) throw new APIError(problem, 400, undefined, true);
  return args;
};
