/** Public surface of the quiz feature for the module page. */
export { QuizStage } from './QuizStage';
