export { ServiceWorkerUpdates } from './ui/service-worker-updates';
export { OFFLINE_READY_DURATION_MS, SERVICE_WORKER_TEXT } from './config/texts';
