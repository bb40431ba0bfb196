import type { ContactMessageResolvers } from '../../__generated__/resolvers-types.js';
import { contactFile } from './files.js';

/** A contact message in the admin inbox (issue 9 Inbox), its file downloadable by admins only. */
export const ContactMessage: ContactMessageResolvers = {
  id: (m) => String(m.id),
  file: (m) => contactFile(m.id, m.file),
};
