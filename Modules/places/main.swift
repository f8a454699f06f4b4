print("places")
