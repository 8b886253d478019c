// The admin console's location calls: query and response schemas (being built).
export {};
