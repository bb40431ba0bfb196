/**
 * The admin console's inbox, news and delivery statuses over GraphQL (issue 9), real api and bff:
 * a visitor sends a contact message with a file and asks for a callback; the admin reads them, the
 * file downloads through the bff with the admin's session only, marks them handled with a note;
 * creates, edits (sanitised), reorders and deletes news; adds, renames and reorders delivery
 * statuses with 'awaiting dispatch' first and 'order delivered' last. Refusals are userErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { startStack, type Stack } from './helpers/real-stack.js';

type UserErrors = { userErrors: { field: string | null; message: string; code: string }[] };
type Message = {
  id: string;
  fullName: string;
  message: string;
  readAt: string | null;
  handledAt: string | null;
  note: string | null;
  file: { fileName: string; contentType: string; size: number; downloadUrl: string } | null;
};
type News = { id: string; contentHtml: string; position: number };
type Status = { id: string; name: string; position: number; fixed: boolean; orderCount: number };

const PDF = '%PDF-1.4 the trade price list request';

describe('admin inbox, news and delivery statuses over GraphQL', () => {
  let stack: Stack;
  let admin: string;
  const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    adminGql<T>(stack, query, variables, admin);

  beforeAll(async () => {
    stack = await startStack({ dirPrefix: 'serena-admin-inbox-' });
    admin = await tokenOf(stack, DEMO_ADMIN);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($input: ContactMessageInput!, $file: Upload) {
          sendContactMessage(input: $input, file: $file) { success } }`,
        variables: {
          input: {
            fullName: 'Mary Byrne',
            email: 'mary@shop.ie',
            phoneNumber: '+353871234567',
            message: 'Please send the trade price list.',
          },
          file: null,
        },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([PDF], { type: 'application/pdf' }), 'price-request.pdf');
    const sent = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'Apollo-Require-Preflight': 'true' },
    });
    expect(
      ((await sent.json()) as { data: { sendContactMessage: { success: boolean } } }).data,
    ).toEqual({ sendContactMessage: { success: true } });
    const called = await adminGql<{ requestCallback: { success: boolean } }>(
      stack,
      `mutation($input: CallbackRequestInput!) { requestCallback(input: $input) { success } }`,
      {
        input: {
          name: 'Sean Walsh',
          companyName: 'Walsh Interiors',
          phoneNumber: '+353861234567',
          message: 'Call me about beds.',
        },
      },
    );
    expect(called.data?.requestCallback.success).toBe(true);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('reads a contact message, downloads its file as the admin only, and marks it handled', async () => {
    const list = await gql<{
      admin: { contactMessages: { totalCount: number; nodes: Message[] } };
    }>(
      `{ admin { contactMessages(state: UNREAD) { totalCount nodes { id fullName message readAt
        handledAt note createdAt file { fileName contentType size downloadUrl } } } } }`,
    );
    expect(list.errors).toBeUndefined();
    const message = list.data!.admin.contactMessages.nodes.find(
      (m) => m.fullName === 'Mary Byrne',
    )!;
    expect(message.file).toMatchObject({ fileName: 'price-request.pdf', size: PDF.length });
    const url = `${stack.bffUrl}${message.file!.downloadUrl}`;
    const download = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('price-request.pdf');
    expect(await download.text()).toBe(PDF);
    expect((await fetch(url)).status).toBe(401);
    const customer = await tokenOf(stack, DEMO_CUSTOMER);
    expect((await fetch(url, { headers: { authorization: `Bearer ${customer}` } })).status).toBe(
      403,
    );

    const update = (id: string, input: Record<string, unknown>) =>
      gql<{ admin: { updateContactMessage: { contactMessage: Message | null } & UserErrors } }>(
        `mutation($id: ID!, $input: InboxUpdateInput!) { admin { updateContactMessage(id: $id,
          input: $input) { contactMessage { id readAt handledAt note } userErrors { field message code } } } }`,
        { id, input },
      );
    const handled = await update(message.id, { read: true, handled: true, note: ' Sent by post ' });
    const saved = handled.data?.admin.updateContactMessage.contactMessage;
    expect(saved?.note).toBe('Sent by post');
    expect(Date.parse(saved?.readAt ?? '')).not.toBeNaN();
    expect(Date.parse(saved?.handledAt ?? '')).not.toBeNaN();
    const missing = await update('999999', { read: true });
    expect(missing.data?.admin.updateContactMessage).toMatchObject({
      contactMessage: null,
      userErrors: [expect.objectContaining({ code: 'NOT_FOUND' })],
    });
    const long = await update(message.id, { note: 'x'.repeat(2001) });
    expect(long.data?.admin.updateContactMessage.userErrors).toHaveLength(1);
    const unread = await gql<{ admin: { contactMessages: { totalCount: number } } }>(
      `{ admin { contactMessages(state: UNREAD) { totalCount } } }`,
    );
    expect(unread.data?.admin.contactMessages.totalCount).toBe(
      list.data!.admin.contactMessages.totalCount - 1,
    );
  });

  it('lists callback requests and marks one read', async () => {
    const list = await gql<{
      admin: { callbackRequests: { nodes: { id: string; name: string; companyName: string }[] } };
    }>(
      `{ admin { callbackRequests { nodes { id name companyName phoneNumber message createdAt } } } }`,
    );
    const request = list.data!.admin.callbackRequests.nodes.find((r) => r.name === 'Sean Walsh')!;
    expect(request.companyName).toBe('Walsh Interiors');
    const read = await gql<{
      admin: { updateCallbackRequest: { callbackRequest: { readAt: string | null } | null } };
    }>(
      `mutation($id: ID!) { admin { updateCallbackRequest(id: $id, input: { read: true }) {
        callbackRequest { readAt } userErrors { code } } } }`,
      { id: request.id },
    );
    expect(
      Date.parse(read.data?.admin.updateCallbackRequest.callbackRequest?.readAt ?? ''),
    ).not.toBeNaN();
  });

  it('creates, sanitises, edits, reorders and deletes news', async () => {
    const NEWS = `news { id contentHtml position } userErrors { field message code }`;
    const created = await gql<{ admin: { createNews: { news: News | null } & UserErrors } }>(
      `mutation { admin { createNews(input: { contentHtml:
        "<p onclick=\\"x()\\">New fabrics<script>alert(1)</script></p>" }) { ${NEWS} } } }`,
    );
    const news = created.data!.admin.createNews.news!;
    expect(news.position).toBe(1);
    expect(news.contentHtml).toContain('New fabrics');
    expect(news.contentHtml).not.toMatch(/script|onclick/);
    const updated = await gql<{ admin: { updateNews: { news: News | null } } }>(
      `mutation($id: ID!) { admin { updateNews(id: $id, input: { contentHtml: "<p>Spring fabrics</p>" }) { ${NEWS} } } }`,
      { id: news.id },
    );
    expect(updated.data?.admin.updateNews.news?.contentHtml).toBe('<p>Spring fabrics</p>');

    const all = await gql<{ admin: { news: News[] } }>(`{ admin { news { id position } } }`);
    const ids = all.data!.admin.news.map((n) => n.id);
    const reversed = [...ids].reverse();
    const reordered = await gql<{
      admin: { reorderNews: { news: News[] } & UserErrors };
    }>(`mutation($ids: [ID!]!) { admin { reorderNews(ids: $ids) { ${NEWS} } } }`, {
      ids: reversed,
    });
    expect(reordered.data?.admin.reorderNews.news.map((n) => n.id)).toEqual(reversed);
    const partial = await gql<{ admin: { reorderNews: { news: News[] } & UserErrors } }>(
      `mutation($ids: [ID!]!) { admin { reorderNews(ids: $ids) { ${NEWS} } } }`,
      { ids: reversed.slice(1) },
    );
    expect(partial.data?.admin.reorderNews).toMatchObject({ news: [] });
    expect(partial.data?.admin.reorderNews.userErrors).toHaveLength(1);

    const del = (id: string) =>
      gql<{ admin: { deleteNews: { deleted: boolean } & UserErrors } }>(
        `mutation($id: ID!) { admin { deleteNews(id: $id) { deleted userErrors { field message code } } } }`,
        { id },
      );
    expect((await del(news.id)).data?.admin.deleteNews).toEqual({ deleted: true, userErrors: [] });
    expect((await del(news.id)).data?.admin.deleteNews.userErrors[0]?.code).toBe('NOT_FOUND');
  });

  it('saves a titled draft off the home page and publishes it from its date (issue 26)', async () => {
    type Item = {
      id: string;
      title: string;
      status: string;
      publishAt: string;
      contentHtml: string;
    };
    const FIELDS = `news { id title status publishAt contentHtml } userErrors { field message code }`;
    const save = (id: string | null, input: Record<string, unknown>) =>
      gql<{ admin: Record<string, { news: Item | null } & UserErrors> }>(
        id === null
          ? `mutation($input: NewsInput!) { admin { r: createNews(input: $input) { ${FIELDS} } } }`
          : `mutation($id: ID!, $input: NewsInput!) { admin { r: updateNews(id: $id, input: $input) { ${FIELDS} } } }`,
        id === null ? { input } : { id, input },
      );
    const home = async () =>
      (
        await adminGql<{ news: { id: string; title: string; publishedAt: string }[] }>(
          stack,
          '{ news { id title publishedAt } }',
          {},
          admin,
        )
      ).data!.news;
    const html = '<h2>Linen</h2><p><a href="https://serenahome.ie">See</a></p>';
    const draft = (await save(null, { title: 'Linen weave', contentHtml: html, status: 'DRAFT' }))
      .data!.admin.r!.news!;
    expect(draft).toMatchObject({ title: 'Linen weave', status: 'DRAFT' });
    expect(draft.contentHtml).toContain('rel="noopener noreferrer"');
    expect((await home()).map((n) => n.id)).not.toContain(draft.id);
    const bad = await save(draft.id, { contentHtml: html, publishAt: 'soon' });
    expect(bad.data!.admin.r!.userErrors[0]).toMatchObject({ field: 'publishAt', code: 'INVALID' });
    const publishAt = new Date(Date.now() - 1000).toISOString();
    const published = await save(draft.id, {
      title: 'Linen weave',
      contentHtml: html,
      status: 'PUBLISHED',
      publishAt,
    });
    expect(published.data!.admin.r!.news).toMatchObject({ status: 'PUBLISHED', publishAt });
    expect((await home()).find((n) => n.id === draft.id)).toEqual({
      id: draft.id,
      title: 'Linen weave',
      publishedAt: publishAt,
    });
  });

  it('adds, renames and reorders delivery statuses, keeping the first and last', async () => {
    const LIST = `deliveryStatuses { id name position fixed orderCount } userErrors { field message code }`;
    type Answer = { deliveryStatuses: Status[] } & UserErrors;
    const added = await gql<{ admin: { addDeliveryStatus: Answer } }>(
      `mutation { admin { addDeliveryStatus(name: "with the carrier") { ${LIST} } } }`,
    );
    const statuses = added.data!.admin.addDeliveryStatus.deliveryStatuses;
    expect(statuses[0]).toMatchObject({ name: 'awaiting dispatch', fixed: true });
    expect(statuses.at(-1)).toMatchObject({ name: 'order delivered', fixed: true });
    expect(statuses.at(-2)?.name).toBe('with the carrier');
    const duplicate = await gql<{ admin: { addDeliveryStatus: Answer } }>(
      `mutation { admin { addDeliveryStatus(name: "With The Carrier") { ${LIST} } } }`,
    );
    expect(duplicate.data?.admin.addDeliveryStatus).toMatchObject({
      deliveryStatuses: [],
      userErrors: [expect.objectContaining({ code: 'DUPLICATE' })],
    });

    const rename = (id: string, name: string) =>
      gql<{ admin: { renameDeliveryStatus: Answer } }>(
        `mutation($id: ID!, $name: String!) { admin { renameDeliveryStatus(id: $id, name: $name) { ${LIST} } } }`,
        { id, name },
      );
    const added1 = statuses.at(-2)!;
    const renamed = await rename(added1.id, 'on the lorry');
    expect(renamed.data?.admin.renameDeliveryStatus.deliveryStatuses.at(-2)?.name).toBe(
      'on the lorry',
    );
    expect(
      (await rename(statuses[0]!.id, 'waiting')).data?.admin.renameDeliveryStatus.userErrors[0]
        ?.code,
    ).toBe('FIXED_STATUS');

    const reorder = (ids: string[]) =>
      gql<{ admin: { reorderDeliveryStatuses: Answer } }>(
        `mutation($ids: [ID!]!) { admin { reorderDeliveryStatuses(ids: $ids) { ${LIST} } } }`,
        { ids },
      );
    const ids = statuses.map((s) => s.id);
    const middle = ids.slice(1, -1).reverse();
    const moved = await reorder([ids[0]!, ...middle, ids.at(-1)!]);
    expect(moved.data?.admin.reorderDeliveryStatuses.deliveryStatuses.map((s) => s.id)).toEqual([
      ids[0],
      ...middle,
      ids.at(-1),
    ]);
    const lastFirst = await reorder([ids.at(-1)!, ...ids.slice(1, -1), ids[0]!]);
    expect(lastFirst.data?.admin.reorderDeliveryStatuses.userErrors[0]?.code).toBe('FIXED_STATUS');

    const audit = await gql<{ admin: { auditLog: { nodes: { action: string }[] } } }>(
      `{ admin { auditLog(entity: DELIVERY_STATUS) { nodes { action } } } }`,
    );
    expect(audit.data?.admin.auditLog.nodes.length).toBe(3);

    // Issue 26: a status no order uses can be removed; a fixed one cannot.
    const remove = (id: string) =>
      gql<{ admin: { removeDeliveryStatus: Answer } }>(
        `mutation($id: ID!) { admin { removeDeliveryStatus(id: $id) { ${LIST} } } }`,
        { id },
      );
    const removed = await remove(added1.id);
    expect(removed.data?.admin.removeDeliveryStatus.userErrors).toEqual([]);
    expect(
      removed.data?.admin.removeDeliveryStatus.deliveryStatuses.map((s) => s.id),
    ).not.toContain(added1.id);
    expect((await remove(statuses[0]!.id)).data?.admin.removeDeliveryStatus).toMatchObject({
      deliveryStatuses: [],
      userErrors: [expect.objectContaining({ code: 'FIXED_STATUS' })],
    });
    expect((await remove('nope')).data?.admin.removeDeliveryStatus.userErrors[0]?.code).toBe(
      'NOT_FOUND',
    );
  });
});
