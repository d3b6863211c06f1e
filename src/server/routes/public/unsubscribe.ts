import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@contract/endpoints/public';
import { registerEndpoint } from '@server/http/endpoint-route';
import { confirmPage, donePage, invalidLinkPage, lookUpUnsubscribe, unsubscribeMerchant } from '@server/modules/email';

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

/**
 * The text fields of a small form body, decoded: the route reads `List-Unsubscribe` from them, and
 * the registrar's text check (NUL, lone surrogates) sees every field as it does a JSON body's.
 */
export function formFields(text: string, contentType: string | undefined): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary || !/^multipart\//i.test(contentType ?? '')) return Object.fromEntries(new URLSearchParams(text));
  const entries: [string, string][] = [];
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const field = /\bname="([^"]*)"[^]*?\r?\n\r?\n([^]*?)\r?\n$/.exec(part);
    if (field) entries.push([field[1]!, field[2]!]);
  }
  return Object.fromEntries(entries);
}

/**
 * The unsubscribe link in campaign mail. GET shows a confirmation page and
 * changes nothing (mail scanners open links); POST unsubscribes, from that
 * page's button or as an RFC 8058 one-click request from a mail provider.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // Both kinds of POST are forms: the page's button (empty) and one-click ("List-Unsubscribe=One-Click",
  // urlencoded or multipart). The token is in the URL; the body only tells the two apart, for the audit trail.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) =>
    done(null, formFields(String(body), request.headers['content-type'])),
  );

  registerEndpoint(app, endpoints.unsubscribePage, async (request, reply) => {
    const state = await lookUpUnsubscribe(app.ctx, request.query.token);
    return state.valid ? html(reply, 200, confirmPage(state, request.query.token!)) : html(reply, 400, invalidLinkPage());
  });

  registerEndpoint(app, endpoints.unsubscribe, async (request, reply) => {
    const oneClick = (request.body as Record<string, string> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    const state = await unsubscribeMerchant(app.ctx, { token: request.query.token, ip: request.ip, oneClick });
    return state.valid ? html(reply, 200, donePage(state)) : html(reply, 400, invalidLinkPage());
  });
}
