/** What the order module offers the wiring: its lifecycle (wallet provider and jobs) as a plugin. */
export { orderLifecyclePlugin } from './lifecyclePlugin';
