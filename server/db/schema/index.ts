export * from "./agents";
export * from "./properties";
export * from "./users";
export * from "./activity";
export * from "./seo";
export * from "./saved-searches";
export * from "./moderation";
export * from "./trust-signals";
