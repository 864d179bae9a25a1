export * from "./constants";
export * from "./documents";
export * from "./gst-states";
export * from "./gstin";
export * from "./problems";
