// The admin console's emails calls: query and response schemas (being built).
export {};
