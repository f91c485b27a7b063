/**
 * What the player layout mounts on every page, loaded after the page itself: the review
 * reminder and the reality check.
 */
export { RealityCheck } from './reality-check.js';
export { ReviewBanner } from './review-banner.js';
