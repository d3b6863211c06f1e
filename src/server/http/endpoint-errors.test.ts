import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contract/api';
import { defineEndpoint } from '@contract/endpoint';
import { acceptedErrorCodes, endpointErrorCodes, errorCodesByStatus, impliedErrorCodes, TRANSPORT_ERRORS } from '@contract/endpoint-errors';
import { processPayment } from '@contract/endpoints/payments';
import { ERROR_CODES, errorStatuses, isErrorCode } from '@contract/error-codes';
import { PAYMENT_ERROR_CODES } from '@contract/payments';

const endpoints = allEndpoints();

describe('the error code table', () => {
  it('gives every code an error status and a one-line meaning', () => {
    for (const [code, { meaning }] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(meaning.length, code).toBeGreaterThan(10);
      expect(meaning, code).not.toContain('\n');
      for (const status of errorStatuses(code as keyof typeof ERROR_CODES)) expect(status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('LAST_OWNER')).toBe(true);
    expect(isErrorCode('NOT_A_CODE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('the codes each endpoint declares', () => {
  it('are all in the table, each once, and none the caller or input already implies', () => {
    const problems: string[] = [];
    for (const { name, endpoint } of endpoints) {
      const listed = endpoint.errors ?? [];
      const implied = new Set(impliedErrorCodes(endpoint));
      for (const code of listed) {
        if (!isErrorCode(code)) problems.push(`${name}: unknown ${code}`);
        if (implied.has(code)) problems.push(`${name}: ${code} is implied by its caller or input`);
      }
      if (new Set(listed).size !== listed.length) problems.push(`${name}: a code listed twice`);
    }
    expect(problems).toEqual([]);
  });

  it('derive the statuses from the table, each code under each of its statuses', () => {
    for (const { name, endpoint } of endpoints) {
      const byStatus = errorCodesByStatus(endpoint);
      for (const code of endpointErrorCodes(endpoint)) {
        for (const status of errorStatuses(code)) expect(byStatus.get(status), `${name} ${code}`).toContain(code);
      }
      for (const [status, codes] of byStatus) for (const code of codes) expect(errorStatuses(code), `${name} ${code}`).toContain(status);
    }
  });

  it('imply the guard’s codes from the caller, the role check from roles and the body codes from a JSON body', () => {
    const entry = defineEndpoint({
      method: 'POST',
      path: '/api/admin/x',
      auth: 'admin',
      roles: ['SUPER_ADMIN'],
      tags: [],
      body: undefined,
      responses: {},
      errors: ['LAST_OWNER'],
    });
    expect(endpointErrorCodes(entry)).toEqual(['UNAUTHORIZED', 'FORBIDDEN', 'MFA_ENROLMENT_REQUIRED', 'FORBIDDEN_ROLE', 'VALIDATION_ERROR', 'LAST_OWNER']);
    expect(errorCodesByStatus(entry)).toEqual(
      new Map([
        [400, ['VALIDATION_ERROR']],
        [401, ['UNAUTHORIZED']],
        [403, ['FORBIDDEN', 'FORBIDDEN_ROLE', 'MFA_ENROLMENT_REQUIRED']],
        [409, ['LAST_OWNER']],
      ]),
    );
    // What any request may get is accepted at run time, never listed per endpoint.
    for (const code of TRANSPORT_ERRORS) {
      expect(acceptedErrorCodes(entry).has(code)).toBe(true);
      expect(endpointErrorCodes(entry)).not.toContain(code);
    }
    expect(acceptedErrorCodes(entry).has('EMAIL_TAKEN')).toBe(false);
  });

  it('include every code the payment API documents', () => {
    expect(endpointErrorCodes(processPayment)).toEqual(expect.arrayContaining(Object.keys(PAYMENT_ERROR_CODES)));
  });
});
