import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-notifications';
import { registerEndpoint } from '@server/http/endpoint-route';
import { notificationHub, listNotifications, markAllRead, markRead, unreadCount, getPreferences, updatePreferences } from '@server/modules/notifications';
import type { Recipient } from '@server/modules/notifications';

const me = (request: FastifyRequest): Recipient => ({ audience: 'merchant', id: request.merchantUser!.userId });

/** The signed-in merchant user's own notifications, preferences and live stream. */
export async function merchantNotificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const hub = notificationHub(app.ctx);
  app.addHook('preClose', async () => hub.stop());

  registerEndpoint(app, endpoints.listMerchantNotifications, async (request) => listNotifications(db, me(request), request.query));
  registerEndpoint(app, endpoints.merchantNotificationUnreadCount, async (request) => ({ unread: await unreadCount(db, me(request)) }));
  registerEndpoint(app, endpoints.markMerchantNotificationRead, async (request) => markRead(db, me(request), request.params.notificationId));
  registerEndpoint(app, endpoints.markAllMerchantNotificationsRead, async (request) => markAllRead(db, me(request)));
  registerEndpoint(app, endpoints.getMerchantNotificationPreferences, async (request) => getPreferences(db, me(request)));
  registerEndpoint(app, endpoints.updateMerchantNotificationPreferences, async (request) => updatePreferences(db, me(request), request.body.preferences));
  registerEndpoint(app, endpoints.merchantNotificationStream, async (request, reply) => {
    hub.open(request, reply, me(request), request.merchantUser!.sessionId);
    return reply;
  });
}
