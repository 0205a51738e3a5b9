/*
 * Vite's SSR loader compiles JSX in development form (jsxDEV), but the build runs with
 * NODE_ENV=production, where React's dev runtime has no jsxDEV: map it to the production one.
 */
export { Fragment, jsx as jsxDEV } from 'react/jsx-runtime';
