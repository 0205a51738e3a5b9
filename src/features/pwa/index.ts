/** Public surface of the installable-app feature (header status, install, update) for other features. */
export { HeaderStatus } from './HeaderStatus';
export { InstallHelp } from './InstallHelp';
