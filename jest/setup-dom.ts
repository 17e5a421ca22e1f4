// Testing Library DOM matchers (toBeInTheDocument, toHaveAccessibleName, …) for every frontend test.
import '@testing-library/jest-dom';
