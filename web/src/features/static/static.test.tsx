import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { cookiesPolicy } from './content/cookies';
import { privacyNotice } from './content/privacy';
import { returnPolicy } from './content/returns';
import { termsAndConditions } from './content/terms';
import type { PolicyDocument } from './content/types';
import ContactRoute from './routes/contact';
import ContractsRoute from './routes/contracts';
import CookiesPolicyRoute from './routes/cookies-policy';
import PrivacyPolicyRoute from './routes/privacy-policy';
import ReturnPolicyRoute from './routes/return-policy';
import StoryRoute from './routes/story';
import TermsAndConditionsRoute from './routes/terms-and-conditions';

/** Renders a route and returns the article's whole text, whitespace collapsed. */
function pageText(Route: ComponentType): string {
  const { container } = renderWithProviders(<Route />);
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

const policies: [string, ComponentType, PolicyDocument][] = [
  ['Privacy Notice', PrivacyPolicyRoute, privacyNotice],
  ['Cookies Policy', CookiesPolicyRoute, cookiesPolicy],
  ['Return Policy', ReturnPolicyRoute, returnPolicy],
  ['Terms and Conditions', TermsAndConditionsRoute, termsAndConditions],
];

describe('policy pages (spec §2 Static pages)', () => {
  it.each(policies)(
    '%s has its title, a last-updated date and a table of contents to every section',
    (title, Route, policy) => {
      renderWithProviders(<Route />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
      const toc = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(policy.sections.length);
      links.forEach((link, index) => {
        const section = policy.sections[index]!;
        expect(link).toHaveAttribute('href', `#${section.id}`);
        expect(document.getElementById(section.id)).toHaveTextContent(section.heading);
      });
      expect(new Set(policy.sections.map((s) => s.id)).size).toBe(policy.sections.length);
    },
  );

  it('moves focus to a section when its contents link is clicked', () => {
    renderWithProviders(<ReturnPolicyRoute />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(toc).getByRole('link', { name: 'Refunds' }));
    expect(document.getElementById('refunds')).toHaveFocus();
  });
});

describe('spec §9 policy facts', () => {
  it('the return policy states returns, refunds, cancellation, date change and comfort guarantee', () => {
    const text = pageText(ReturnPolicyRoute);
    expect(text).toContain('You may return goods within 30 days of delivery.');
    expect(text).toContain('we will issue a refund in 7 to 10 business days');
    expect(text).toContain('you may cancel it within 14 working days after delivery');
    expect(text).toContain('at least 5 working days before the scheduled delivery');
    expect(text).toContain('Our mattresses come with a 40-night comfort guarantee.');
  });

  it('the terms state cancellation, date change, force majeure, content consent and ages', () => {
    const text = pageText(TermsAndConditionsRoute);
    expect(text).toContain('you may cancel within 14 working days after delivery');
    expect(text).toContain(
      'you must tell us at least 5 working days before the scheduled delivery',
    );
    expect(text).toContain(
      'If such an event lasts more than 3 months, either party may end the affected contract',
    );
    expect(text).toContain(
      'If you do not reply within 7 days, we will assume that you have refused consent',
    );
    expect(text).toContain('You must be at least 18 years old to register for a trade account');
    expect(text).toContain('You must be at least 16 years old to send us content');
  });

  it('the privacy notice states retention, ages, the GDPR and the Data Protection Commission', () => {
    const text = pageText(PrivacyPolicyRoute);
    expect(text).toContain('typically for at least 6 years');
    expect(text).toContain('you must be at least 18 years old to register for an account');
    expect(text).toContain('You must be at least 16 years old to submit content to us');
    expect(text).toContain('General Data Protection Regulation (EU) 2016/679 (GDPR)');
    expect(text).toContain(
      'Data Protection Commission, 21 Fitzwilliam Square South, Dublin 2, D02 RD28, Ireland',
    );
  });

  it('the cookies policy names the session cookies and their 8-hour life', () => {
    const text = pageText(CookiesPolicyRoute);
    expect(text).toContain('authToken: keeps you signed in');
    expect(text).toContain('expires after 8 hours');
    expect(text).toContain('does not use analytics, advertising or social media tracking cookies');
  });
});

describe('Contact page (spec §2 Contact section)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows Contact Us, the company details, the opening hours and the map', () => {
    renderWithProviders(<ContactRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'trade@serenahome.ie' })).toHaveAttribute(
      'href',
      'mailto:trade@serenahome.ie',
    );
    expect(screen.getByRole('link', { name: '+353 1 835 0000' })).toHaveAttribute(
      'href',
      'tel:+35318350000',
    );
    const address = screen.getByText('Unit 4, Ashbourne Business Park').closest('address')!;
    expect(address).toHaveTextContent(
      'Serena HomeUnit 4, Ashbourne Business ParkAshbourneCo MeathA84 XY00Ireland',
    );
    expect(screen.getByText('Monday to Friday:')).toBeInTheDocument();
    const map = screen.getByTitle(/^Map of Serena Home/);
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
  });

  it('renders nothing in the form slot until the app passes a form, then renders it', () => {
    const { unmount } = renderWithProviders(<ContactRoute />);
    expect(screen.queryByRole('form')).toBeNull();
    unmount();
    renderWithProviders(<ContactRoute contactForm={<form aria-label="Send us a message" />} />);
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('degrades the map to a plain View on map link when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ContactRoute />);
    expect(screen.queryByTitle(/^Map of Serena Home/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/),
    );
  });

  it('switches to the link when the connection drops or the frame fails to load', () => {
    renderWithProviders(<ContactRoute />);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.queryByTitle(/^Map of Serena Home/)).toBeNull();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    fireEvent.error(screen.getByTitle(/^Map of Serena Home/));
    expect(screen.queryByTitle(/^Map of Serena Home/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View on map' })).toBeInTheDocument();
  });
});

describe('Our Story and contracts (spec §2)', () => {
  it('Our Story has the mission, the three values and the eco-friendly and CSR aims', () => {
    renderWithProviders(<StoryRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(
      screen.getByText(/Our mission is to be the first choice of furniture retailers in Ireland/),
    ).toBeInTheDocument();
    for (const value of ['Integrity', 'Passion', 'Innovation']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByText(/FSC-certified wood/)).toBeInTheDocument();
    expect(screen.getByText(/recycled and recyclable cardboard/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Local manufacture' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Community support' })).toBeInTheDocument();
  });

  it('the contracts showcase lists the sectors and process and links to /contact', () => {
    renderWithProviders(<ContractsRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contract Furniture' }),
    ).toBeInTheDocument();
    for (const sector of ['Hotels', 'Student Accommodation', 'Care Homes', 'Apartments']) {
      expect(screen.getByRole('heading', { level: 3, name: sector })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Step 1: Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
