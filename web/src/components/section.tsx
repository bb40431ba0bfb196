import { Box, Container, Heading } from '@chakra-ui/react';
import type { ContainerProps, HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** 'home' for the home page's large sections, 'page' for the static pages' content sections. */
export type SectionTier = 'home' | 'page';

const HEADING_SIZES = {
  home: { base: '3xl', md: '4xl' },
  page: { base: '2xl', md: '3xl' },
} as const;

const SECTION_PADDING = {
  home: { base: '12', md: '20' },
  page: { base: '12', md: '16' },
} as const;

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps extends Omit<HeadingProps, 'id' | 'children'> {
  /** The heading's id, which labels its section. */
  id: string;
  /** The heading text. */
  children: ReactNode;
  /** Size scale; 'page' by default. */
  tier?: SectionTier;
}

/** The h2 of a page section, at the home or static-page scale (spec §1 Home, §2 static pages). */
export function SectionHeading({ id, children, tier = 'page', ...rest }: SectionHeadingProps) {
  return (
    <Heading as="h2" id={id} fontSize={HEADING_SIZES[tier]} {...rest}>
      {children}
    </Heading>
  );
}

/** Props of {@link Section}. */
export interface SectionProps extends Omit<ContainerProps, 'id' | 'title'> {
  /** Id of the section's heading (the section is labelled by it). */
  headingId: string;
  /** The heading text. */
  title: ReactNode;
  /** Props of the heading (margin, alignment). */
  headingProps?: Omit<HeadingProps, 'id' | 'children'>;
  /** Size scale of the padding and heading; 'page' by default. */
  tier?: SectionTier;
  /** Puts the section on the subtle background, full width, with the content container inside. */
  tinted?: boolean;
  /** The section's content under the heading. */
  children: ReactNode;
}

/**
 * A page section labelled by its h2: a centred container with the scale's vertical padding, or a
 * full-width subtle band holding that container when `tinted` (spec §1 Home, §2 static pages).
 */
export function Section({
  headingId,
  title,
  headingProps,
  tier = 'page',
  tinted,
  children,
  ...container
}: SectionProps) {
  const heading = (
    <SectionHeading id={headingId} tier={tier} {...headingProps}>
      {title}
    </SectionHeading>
  );
  if (tinted) {
    return (
      <Box as="section" aria-labelledby={headingId} bg="bg.subtle" py={SECTION_PADDING[tier]}>
        <Container {...container}>
          {heading}
          {children}
        </Container>
      </Box>
    );
  }
  return (
    <Container as="section" aria-labelledby={headingId} py={SECTION_PADDING[tier]} {...container}>
      {heading}
      {children}
    </Container>
  );
}
