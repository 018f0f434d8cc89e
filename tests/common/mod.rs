pub mod liga;
