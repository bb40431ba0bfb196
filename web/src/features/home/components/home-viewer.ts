import { graphql } from '@/__generated__';

/** Who is looking at the home page: null for a visitor (spec §1 hero for signed-out visitors). */
export const homeViewerQuery = graphql(`
  query HomeViewer {
    viewer {
      id
      fullName
    }
  }
`);

/** The first word of a full name ('Aoife Byrne' -> 'Aoife'), as the header shows it (spec §2). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
