// The admin console's delivery calls: query and response schemas (being built).
export {};
