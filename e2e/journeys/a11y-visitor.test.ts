import { describeRoutesAndAxe } from '../support/a11y-suite.js';

// Every route as a visitor, at 1280 and 375 px: content, CSP, console, requests, axe (WCAG 2.1 A + AA)
// and the visitor's overlays (support/a11y-suite.ts).
describeRoutesAndAxe('visitor');
