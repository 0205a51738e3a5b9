/**
 * The router's (wouter's) `use-sync-external-store/shim`, for React 18 and later: React has the hook
 * itself, and the shim's fallback for older React (with its CommonJS wrapper) would otherwise load on
 * every page (vite.config.ts aliases it here).
 */
export { useSyncExternalStore } from 'react';
