import { nboApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import * as correspondence from './correspondence.service.ts';
import { correspondenceCount } from './nbo.service.ts';

export function nboRoutes(app: FastifyInstance, deps: Deps) {
  // polled every minute by every open portal: its answer's serializer is compiled once
  route(app, nboApi.count, ({ actor }) => correspondenceCount(deps, actor!), { compiledAnswer: true });

  route(app, nboApi.allLetters, async ({ actor, request }) => {
    const { items, total } = await correspondence.listAllCorrespondence(deps, actor!, 'letter', langOf(request));
    return { letters: items, total };
  });
  route(app, nboApi.letters, async ({ actor, query, request }) => {
    const { items, ...page } = await correspondence.listCorrespondence(deps, actor!, 'letter', langOf(request), query);
    return { letters: items, ...page };
  });
  route(app, nboApi.readLetter, ({ actor, body }) => correspondence.readCorrespondence(deps, actor!, 'letter', body._id), { audit: true });
  route(app, nboApi.openLetter, ({ actor, body }) => correspondence.openCorrespondence(deps, actor!, 'letter', body._id));
  route(app, nboApi.downloadLetterAttachment, ({ actor, query, reply }) =>
    correspondence.downloadAttachment(deps, actor!, 'letter', reply, query._id, query.attachmentId) as never,
  );

  route(app, nboApi.allNotifications, async ({ actor, request }) => {
    const { items, total } = await correspondence.listAllCorrespondence(deps, actor!, 'notification', langOf(request));
    return { notifs: items, total };
  });
  route(app, nboApi.notifications, async ({ actor, query, request }) => {
    const { items, ...page } = await correspondence.listCorrespondence(deps, actor!, 'notification', langOf(request), query);
    return { notifs: items, ...page };
  });
  route(app, nboApi.readNotification, ({ actor, body }) => correspondence.readCorrespondence(deps, actor!, 'notification', body._id), { audit: true });
  route(app, nboApi.openNotification, ({ actor, body }) => correspondence.openCorrespondence(deps, actor!, 'notification', body._id));
  route(app, nboApi.downloadNotificationAttachment, ({ actor, query, reply }) =>
    correspondence.downloadAttachment(deps, actor!, 'notification', reply, query._id, query.attachmentId) as never,
  );
}
