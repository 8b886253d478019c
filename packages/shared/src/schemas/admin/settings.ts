// The admin console's site settings calls: query and response schemas (being built).
export {};
