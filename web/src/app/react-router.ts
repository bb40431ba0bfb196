/**
 * React Router's browser router, in a module of its own so that the browser entry evaluates React
 * Router's code in a stage of its own (web/src/main.tsx, issue 12); router.tsx builds on it.
 */
export { createBrowserRouter, RouterProvider } from 'react-router';
