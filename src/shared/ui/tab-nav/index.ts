export { tabNav as tabNavStyles } from 'styled-system/recipes';
