import { afterAll, expect } from 'vitest';
import { undeclaredErrorAnswers } from '@server/http/undeclared-error-codes';

/**
 * Every API test file ends by checking that no answer carried an error code its endpoint's contract
 * entry does not declare, so the suite proves the declarations complete
 * (docs/decisions/0029-closed-error-codes.md). Add the code to the entry's `errors`.
 */
afterAll(() => {
  expect(undeclaredErrorAnswers(), 'error codes answered that the endpoint contract does not declare').toEqual([]);
});
