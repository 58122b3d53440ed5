/** Test helpers for the services' integration tests (@boatcare/server-kit/testing). */
export { bearer, buildTestService, type TestService, type TestUser } from './service.ts';
export { answersToHostileTokens, hostileTokens } from './claims.ts';
export { itKeepsTheServiceContract, type ServiceContract } from './contract.ts';
export { useBeforeAll, useTestService } from './lifecycle.ts';
export {
  captureQueries,
  describeListIndexes,
  indexFirstKeys,
  isCovered,
  type CapturedQuery,
  type ListCall,
  uncoveredQueries,
} from './query-indexes.ts';
export { StreamReader, type StreamMessage } from './stream-reader.ts';
export { expectRefusedOverItsLimit } from './limits.ts';
