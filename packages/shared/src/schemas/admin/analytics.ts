// The admin console's analytics calls: query and response schemas (being built).
export {};
