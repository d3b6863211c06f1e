import type { FastifyInstance } from 'fastify';
import type { MerchantRole } from '@contract/merchant-auth';
import { randomIp, TEST_MERCHANT_PASSWORD, uniqueEmail, type TestMerchant } from './factories';
import { call } from './helpers';
import { queuedMailTo } from './outbox-mail';

/** Helpers for the merchant team tests: invitations go through the real API and the outbox. */

export interface TeamMemberSession {
  token: string;
  userId: string;
  email: string;
  password: string;
  role: MerchantRole;
}

/** The token in the newest invitation email to this address, as the invitee's link carries it. */
export async function invitationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const row = await queuedMailTo(app, email, 'merchant.team-invitation');
  const token = row ? /\/merchant-portal\/accept-invite\?token=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1] : undefined;
  if (!token) throw new Error(`invitationTokenFor: no invitation email to ${email}`);
  return token;
}

export async function invite(app: FastifyInstance, inviterToken: string, email: string, role: MerchantRole) {
  return call(app, 'POST', '/api/merchant/team/invitations', { token: inviterToken, body: { email, role } });
}

/** A JSON call from the given client address (the public invitation calls throttle by address). */
export async function callFrom(app: FastifyInstance, method: 'GET' | 'POST', url: string, ip: string, body?: unknown) {
  const res = await app.inject({ method, url, remoteAddress: ip, ...(body !== undefined ? { payload: body as object } : {}) });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, json, body: res.body };
}

export async function accept(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}, ip = randomIp()) {
  return callFrom(app, 'POST', '/api/merchant/team/invitations/accept', ip, {
    token,
    firstName: 'Tess',
    lastName: 'Member',
    password: TEST_MERCHANT_PASSWORD,
    ...overrides,
  });
}

export async function lookup(app: FastifyInstance, token: string, ip = randomIp()) {
  return callFrom(app, 'POST', '/api/merchant/team/invitations/lookup', ip, { token });
}

/** Invites a fresh address with the role and accepts as the invitee: a signed-in member of the owner's team. */
export async function addMember(app: FastifyInstance, owner: Pick<TestMerchant, 'token'>, role: MerchantRole): Promise<TeamMemberSession> {
  const email = uniqueEmail(role.toLowerCase());
  const invited = await invite(app, owner.token, email, role);
  if (invited.status !== 201) throw new Error(`addMember: invite got ${invited.status} ${invited.body}`);
  const accepted = await accept(app, await invitationTokenFor(app, email));
  if (accepted.status !== 201) throw new Error(`addMember: accept got ${accepted.status} ${accepted.body}`);
  return { token: accepted.json.token, userId: accepted.json.user.id, email, password: TEST_MERCHANT_PASSWORD, role };
}

/** A new session for an existing user through the real login route. */
export async function login(app: FastifyInstance, email: string, password = TEST_MERCHANT_PASSWORD): Promise<string> {
  const res = await callFrom(app, 'POST', '/api/merchant/login', randomIp(), { email, password });
  if (res.status !== 200 || typeof res.json?.token !== 'string') throw new Error(`login: got ${res.status} ${res.body}`);
  return res.json.token;
}
