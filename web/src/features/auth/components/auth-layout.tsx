import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { PageTitle } from '@/components/page-title';
import { PanelCard } from '@/components/panel-card';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** The page heading, e.g. 'Trade Sign In'. */
  title: string;
  /** Small line above the heading. */
  eyebrow?: string;
  /** Lead text under the heading. */
  lead?: ReactNode;
  /** Widest the card may be; 'md' for short forms, '3xl' for sign-up. */
  width?: 'md' | 'lg' | '3xl';
  /** The form. */
  children: ReactNode;
}

/** The centred card the sign-in, sign-up and password screens share (spec §2 account screens). */
export function AuthLayout({ title, eyebrow, lead, width = 'md', children }: AuthLayoutProps) {
  return (
    <PageContainer>
      <PageTitle title={title} eyebrow={eyebrow}>
        {lead}
      </PageTitle>
      <PanelCard maxW={width}>{children}</PanelCard>
    </PageContainer>
  );
}
