/** What the other contexts may use of serving: a booking's change reaches the decision index of every instance. */
export { invalidateServing } from './domain/serving-index-reload-use-case';
