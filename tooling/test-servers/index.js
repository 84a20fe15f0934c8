export { freePort } from './free-port.js';
export { startPostgres, SUPERUSER_PASSWORD } from './postgres.js';
export { startNginx } from './nginx.js';
export { ensureDebianPackage } from './debian.js';
