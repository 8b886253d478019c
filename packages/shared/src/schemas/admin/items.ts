// The admin console's items calls: query and response schemas (being built).
export {};
