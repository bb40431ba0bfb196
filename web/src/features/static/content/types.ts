/**
 * Shapes of the long-form text of the static pages. Each policy is data rendered by the one shared
 * `PolicyPage` component (spec §2 Static pages).
 */

/** One numbered section of a policy document, listed in the table of contents. */
export interface PolicySection {
  /** Anchor id, unique within the document (kebab-case), used by the table of contents. */
  id: string;
  /** Section heading as shown in the text and the table of contents. */
  heading: string;
  /** Paragraphs of plain text, in reading order. */
  paragraphs: readonly string[];
  /** Optional bulleted list shown after the paragraphs. */
  items?: readonly string[];
  /** Optional closing paragraphs shown after the list. */
  after?: readonly string[];
}

/** A complete policy document: privacy notice, cookies policy, return policy or terms (spec §2). */
export interface PolicyDocument {
  /** Page title, e.g. 'Privacy Notice'. */
  title: string;
  /** Date the text last changed, ISO 8601 calendar date (YYYY-MM-DD). */
  lastUpdated: string;
  /** Opening paragraphs shown before the table of contents. */
  intro: readonly string[];
  /** The sections, in order. */
  sections: readonly PolicySection[];
}
