import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-notifications';
import { registerEndpoint } from '@server/http/endpoint-route';
import { notificationHub, listNotifications, markAllRead, markRead, unreadCount, getPreferences, updatePreferences } from '@server/modules/notifications';
import type { Recipient } from '@server/modules/notifications';

const me = (request: FastifyRequest): Recipient => ({ audience: 'admin', id: request.admin!.id });

/** The signed-in admin's own notifications, preferences and live stream. */
export async function adminNotificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx.database;
  const hub = notificationHub(app.ctx);
  app.addHook('preClose', async () => hub.stop());

  registerEndpoint(app, endpoints.listAdminNotifications, async (request) => listNotifications(db, me(request), request.query));
  registerEndpoint(app, endpoints.adminNotificationUnreadCount, async (request) => ({ unread: await unreadCount(db, me(request)) }));
  registerEndpoint(app, endpoints.markAdminNotificationRead, async (request) => markRead(db, me(request), request.params.notificationId));
  registerEndpoint(app, endpoints.markAllAdminNotificationsRead, async (request) => markAllRead(db, me(request)));
  registerEndpoint(app, endpoints.getAdminNotificationPreferences, async (request) => getPreferences(db, me(request)));
  registerEndpoint(app, endpoints.updateAdminNotificationPreferences, async (request) => updatePreferences(db, me(request), request.body.preferences));
  registerEndpoint(app, endpoints.adminNotificationStream, async (request, reply) => {
    hub.open(request, reply, me(request), request.admin!.sessionId);
    return reply;
  });
}
