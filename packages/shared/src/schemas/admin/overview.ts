// The admin console's overview calls: query and response schemas (being built).
export {};
