export { BOTTOM_ROOM, useBottomRoom } from './use-bottom-room';
