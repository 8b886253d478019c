// The admin console's payments calls: query and response schemas (being built).
export {};
