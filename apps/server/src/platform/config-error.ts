/** A configuration value that is missing or wrong; start-up stops with its message. */
export class ConfigError extends Error {}
