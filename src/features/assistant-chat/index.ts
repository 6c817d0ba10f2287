export { AssistantChatSlot } from './ui/assistant-chat-slot';
