/** What the other contexts may use of the operator platforms' reports: the decision outcomes they count. */
export { trafficRows, type TrafficOutcome } from './domain/platform-traffic';
