// The admin console's requests calls: query and response schemas (being built).
export {};
