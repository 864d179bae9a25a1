export { mailEndpointRequest, mailEndpointResponse } from "./email-http";
export { smsGatewayRequest, smsGatewayResponse } from "./sms-http";
export { escapeHtml, messageText } from "./templates";
