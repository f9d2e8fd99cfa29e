/**
 * The local stack's demo platform key: the launcher gives it to the gateway (SEED_DEMO_PLATFORM_KEY, which makes sure
 * the "Demo RBT platform" has it) and to the generator. Public, like every shipped local default.
 */
export const LOCAL_DEMO_PLATFORM_KEY = 'rbt_live_00000000000d0e30_local-stack-demo-platform-key-not-secret000';
