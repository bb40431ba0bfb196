/**
 * Admin inbox, news and delivery statuses (issue 9) on the real app: contact messages with their
 * file and callback requests, newest first, unread / handled and a note; news created, edited,
 * reordered and deleted with the HTML sanitised on the server (and the public list following the
 * order); delivery statuses added, renamed (orders follow) and reordered with the ends fixed.
 */
import { describe, expect, it } from 'vitest';
import { adminBearer, auditOf } from './admin-helpers.js';
import { backends, useAuthApp } from './auth-app.js';
import { encodeMultipart, formOf } from './forms-app.js';

/** A minimal PDF: the contact form accepts only PDF, Word and images, checked by content. */
const QUOTE_PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

interface Page<T> {
  nodes: T[];
  totalCount: number;
}
interface Contact {
  id: number;
  message: string;
  file: { id: string; fileName: string } | null;
  readAt: string | null;
  handledAt: string | null;
  note: string | null;
}
interface Status {
  id: number;
  name: string;
  fixed: boolean;
}

describe.each(backends)('admin inbox and content on %s', (backend) => {
  const t = useAuthApp(backend);
  const as = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const { token } = await adminBearer(t);
    return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  };

  it('lists contact messages with the file, newest first; marks read, handled and a note', async () => {
    const form = formOf(
      {
        fullName: 'Mary Byrne',
        email: 'mary@shop.ie',
        phoneNumber: '+353871234567',
        message: 'Quote attached.',
      },
      [{ name: 'quote.pdf', content: QUOTE_PDF, type: 'application/pdf' }],
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      ...(await encodeMultipart(form)),
    });
    expect(sent.statusCode).toBe(201);
    const call = await t.app.inject({
      method: 'POST',
      url: '/api/user/request-call',
      payload: {
        name: 'Tom Ryan',
        companyName: 'Ryan Beds',
        phoneNumber: '353871234567',
        message: 'Call me',
      },
    });
    expect(call.statusCode).toBe(201);

    const unread = (await as('GET', '/api/admin/inbox/contact-messages?state=unread')).json<
      Page<Contact>
    >();
    const message = unread.nodes.find((m) => m.message === 'Quote attached.')!;
    expect(message.file).toMatchObject({ fileName: 'quote.pdf' });
    const file = await as('GET', `/api/admin/inbox/contact-messages/${message.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(QUOTE_PDF);
    expect(file.headers['content-disposition']).toContain('attachment');

    const read = await as('PATCH', `/api/admin/inbox/contact-messages/${message.id}`, {
      read: true,
      note: 'Sent price list',
    });
    expect(read.json<{ item: Contact }>().item).toMatchObject({
      note: 'Sent price list',
      handledAt: null,
    });
    expect(read.json<{ item: Contact }>().item.readAt).not.toBeNull();
    const stillUnread = (await as('GET', '/api/admin/inbox/contact-messages?state=unread')).json<
      Page<Contact>
    >();
    expect(stillUnread.nodes.some((m) => m.id === message.id)).toBe(false);
    await as('PATCH', `/api/admin/inbox/contact-messages/${message.id}`, { handled: true });
    const handled = (await as('GET', '/api/admin/inbox/contact-messages?state=handled')).json<
      Page<Contact>
    >();
    expect(handled.nodes.map((m) => m.id)).toContain(message.id);
    const callbacks = (await as('GET', '/api/admin/inbox/callback-requests')).json<
      Page<{ id: number; name: string }>
    >();
    expect(callbacks.nodes[0]!.name).toBe('Tom Ryan');
    const cb = await as('PATCH', `/api/admin/inbox/callback-requests/${callbacks.nodes[0]!.id}`, {
      handled: true,
      note: '',
    });
    expect(cb.json<{ item: Contact }>().item).toMatchObject({ note: null });
    expect(cb.json<{ item: Contact }>().item.readAt).not.toBeNull();
    expect(
      (await as('PATCH', '/api/admin/inbox/callback-requests/99999', { read: true })).statusCode,
    ).toBe(404);
    expect((await auditOf(t.db.db, 'contact_message', message.id)).length).toBe(2);
  });

  it('creates, edits, reorders and deletes news with the HTML sanitised on the server', async () => {
    const created = await as('POST', '/api/admin/news-items', {
      contentHtml:
        '<p onclick="steal()">New <strong>Cashel</strong> range<script>alert(1)</script></p>',
    });
    expect(created.statusCode).toBe(200);
    const item = created.json<{ news: { id: number; contentHtml: string; position: number } }>()
      .news;
    expect(item.contentHtml).toBe('<p>New <strong>Cashel</strong> range</p>');
    expect(item.position).toBe(1);
    const empty = await as('POST', '/api/admin/news-items', { contentHtml: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
    const second = (
      await as('POST', '/api/admin/news-items', { contentHtml: '<p>Second</p>' })
    ).json<{ news: { id: number } }>().news;
    const list = (await as('GET', '/api/admin/news-items'))
      .json<{ news: { id: number }[] }>()
      .news.map((n) => n.id);
    expect(list.slice(0, 2)).toEqual([second.id, item.id]);
    const reordered = await as('PUT', '/api/admin/news-items/order', {
      ids: [item.id, second.id, ...list.slice(2)],
    });
    expect(reordered.json<{ news: { id: number }[] }>().news[0]!.id).toBe(item.id);
    const publicList = (await t.app.inject({ url: '/api/admin/news' })).json<{
      news: { id: number }[];
    }>().news;
    expect(publicList.slice(0, 2).map((n) => n.id)).toEqual([item.id, second.id]);
    expect((await as('PUT', '/api/admin/news-items/order', { ids: [item.id] })).statusCode).toBe(
      400,
    );
    const edited = await as('PUT', `/api/admin/news-items/${item.id}`, {
      contentHtml: '<p><a href="javascript:x()">Sale</a></p>',
    });
    expect(edited.json<{ news: { contentHtml: string } }>().news.contentHtml).toBe(
      '<p><a>Sale</a></p>',
    );
    expect((await as('DELETE', `/api/admin/news-items/${second.id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/admin/news-items/${second.id}`)).statusCode).toBe(404);
    const audit = await auditOf(t.db.db, 'news', item.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
  });

  it('keeps drafts and scheduled news off the home page until published and due (issue 26)', async () => {
    type Item = {
      id: number;
      title: string;
      status: string;
      publishAt: string;
      contentHtml: string;
    };
    const publicIds = async () =>
      (await t.app.inject({ url: '/api/admin/news' }))
        .json<{ news: { id: number; title: string; publishedAt: string }[] }>()
        .news.map((n) => n.id);
    const draft = (
      await as('POST', '/api/admin/news-items', {
        title: '  Autumn fabrics ',
        contentHtml: '<h2>New</h2><ul><li>Boucle</li></ul><p><a href="https://x.ie/a">More</a></p>',
        status: 'draft',
      })
    ).json<{ news: Item }>().news;
    expect(draft).toMatchObject({ title: 'Autumn fabrics', status: 'draft' });
    expect(draft.contentHtml).toBe(
      '<h2>New</h2><ul><li>Boucle</li></ul><p><a href="https://x.ie/a" rel="noopener noreferrer">More</a></p>',
    );
    expect(await publicIds()).not.toContain(draft.id);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await as('PUT', `/api/admin/news-items/${draft.id}`, {
      title: 'Autumn fabrics',
      contentHtml: draft.contentHtml,
      status: 'published',
      publishAt: later,
    });
    expect(scheduled.json<{ news: Item }>().news).toMatchObject({
      status: 'published',
      publishAt: later,
    });
    expect(await publicIds()).not.toContain(draft.id);
    const earlier = new Date(Date.now() - 60_000).toISOString();
    await as('PUT', `/api/admin/news-items/${draft.id}`, {
      title: 'Autumn fabrics',
      contentHtml: draft.contentHtml,
      status: 'published',
      publishAt: earlier,
    });
    const shown = (await t.app.inject({ url: '/api/admin/news' }))
      .json<{ news: { id: number; title: string; publishedAt: string }[] }>()
      .news.find((n) => n.id === draft.id);
    expect(shown).toMatchObject({ title: 'Autumn fabrics', publishedAt: earlier });
    const badDate = await as('PUT', `/api/admin/news-items/${draft.id}`, {
      contentHtml: '<p>x</p>',
      publishAt: 'next Tuesday',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('Please enter a valid publish date.');
    const longTitle = await as('POST', '/api/admin/news-items', {
      title: 'x'.repeat(201),
      contentHtml: '<p>x</p>',
    });
    expect(longTitle.statusCode).toBe(400);
    const audit = await auditOf(t.db.db, 'news', draft.id);
    expect(audit.map((a) => a.action)).toEqual(['update', 'update', 'create']);
    await as('DELETE', `/api/admin/news-items/${draft.id}`);
  });

  it('adds, renames and reorders delivery statuses, keeping the first and last', async () => {
    const start = (await as('GET', '/api/admin/delivery-statuses')).json<{
      deliveryStatuses: Status[];
    }>().deliveryStatuses;
    expect(start[0]).toMatchObject({ name: 'awaiting dispatch', fixed: true });
    expect(start[start.length - 1]).toMatchObject({ name: 'order delivered', fixed: true });
    const addRes = await as('POST', '/api/admin/delivery-statuses', {
      name: ' Final  inspection ',
    });
    expect(addRes.statusCode, addRes.body).toBe(200);
    const added = addRes.json<{ deliveryStatuses: Status[] }>().deliveryStatuses;
    expect(added.map((s) => s.name)).toEqual([
      ...start.slice(0, -1).map((s) => s.name),
      'Final inspection',
      'order delivered',
    ]);
    expect(
      (await as('POST', '/api/admin/delivery-statuses', { name: 'final INSPECTION' })).statusCode,
    ).toBe(409);
    expect(
      (await as('POST', '/api/admin/delivery-statuses', { name: 'Before all', position: 1 }))
        .statusCode,
    ).toBe(400);
    const qc = added.find((s) => s.name === 'Final inspection')!;
    const renamed = await as('PUT', `/api/admin/delivery-statuses/${qc.id}`, { name: 'Inspected' });
    expect(
      renamed.json<{ deliveryStatuses: Status[] }>().deliveryStatuses.map((s) => s.name),
    ).toContain('Inspected');
    expect(
      (await as('PUT', `/api/admin/delivery-statuses/${start[0]!.id}`, { name: 'waiting' }))
        .statusCode,
    ).toBe(400);
    const ids = added.map((s) => s.id);
    const swapped = [ids[0]!, ids[ids.length - 2]!, ...ids.slice(1, -2), ids[ids.length - 1]!];
    const reordered = await as('PUT', '/api/admin/delivery-statuses/order', { ids: swapped });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<{ deliveryStatuses: Status[] }>().deliveryStatuses[1]!.name).toBe(
      'Inspected',
    );
    const endsMoved = await as('PUT', '/api/admin/delivery-statuses/order', {
      ids: [...swapped].reverse(),
    });
    expect(endsMoved.json<{ code: string }>().code).toBe('FIXED_STATUS');
    const publicList = (await t.app.inject({ url: '/api/order/delivery/status' })).json<{
      deliveryStatuses: { deliveryStatus: string }[];
    }>();
    expect(publicList.deliveryStatuses[1]!.deliveryStatus).toBe('Inspected');
  });
});
