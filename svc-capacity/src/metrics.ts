import { defineCounter } from '@rbt/service-kit';

// svc-capacity's own metrics (the kit keeps only what every service shares).

export const bookingOutcomes = defineCounter({
  name: 'capacity_booking_outcomes_total',
  help: 'Bookings at approval by outcome; "insufficient" is a booking conflict (a short city-slot)',
  labelNames: ['outcome'] as const,
});

/** Ad decisions by outcome (ad, no_ad, redis_unavailable): the serving engine's fill rate and its faults. */
export const servingDecisions = defineCounter({
  name: 'serving_decisions_total',
  help: 'Ad decisions by outcome; redis_unavailable answered the empty VAST because the cap store did not answer in time',
  labelNames: ['outcome'] as const,
});

/** Tracking calls by outcome: counted, repeat, or refused with its reason (bad_signature, expired, unknown). */
export const servingTracking = defineCounter({
  name: 'serving_tracking_total',
  help: 'Tracking URL calls by event and outcome (counted, repeat, bad_signature, expired, unknown, unavailable)',
  labelNames: ['event', 'outcome'] as const,
});

/** Press 1 / press 9 calls by outcome: recorded, or refused with its reason (each refusal counted). */
export const servingResponses = defineCounter({
  name: 'serving_responses_total',
  help: 'Caller responses (key 1 or 9) by outcome: sms_queued, callback_listed, opted_out, or the refusal (bad_signature, expired, unknown, no_impression, repeat, no_response, invalid, unavailable)',
  labelNames: ['key', 'outcome'] as const,
});
