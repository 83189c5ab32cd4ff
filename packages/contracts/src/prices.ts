// Price arithmetic shared by the API and the Price component (DESIGN.md, Prices).
export {};
