/** What the settings module offers other modules: the storefronts and the pay ways they offer. */
export { enabledPayWays, type PayWayOffer } from './payWays';
export { STOREFRONTS } from './storefronts';
